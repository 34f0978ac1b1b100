import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Mantine's styles are imported per component (decision 007), so a file that draws a component without importing its
 * stylesheet looks right only while some other screen of the session happened to load it. The confirm dialog did: on
 * a fresh load of the houses screen it had no panel and no backdrop. Rule checked here: every file that uses a Mantine
 * component imports the stylesheets it is drawn with, unless the shell (`mount.tsx`, always loaded) does.
 */
const stylesheetsOf: Record<string, readonly string[]> = {
  Accordion: ['Accordion'],
  Alert: ['Alert'],
  Badge: ['Badge'],
  Button: ['Button', 'UnstyledButton'],
  Checkbox: ['Checkbox', 'InlineInput'],
  CloseButton: ['CloseButton'],
  Container: ['Container'],
  Fieldset: ['Fieldset'],
  FileInput: ['Input', 'CloseButton'],
  Group: ['Group'],
  Input: ['Input'],
  List: ['List'],
  Loader: ['Loader'],
  Modal: ['Modal', 'ModalBase', 'Paper', 'Overlay', 'CloseButton'],
  NativeSelect: ['Input'],
  PasswordInput: ['Input', 'PasswordInput'],
  Progress: ['Progress'],
  Radio: ['Radio', 'InlineInput'],
  SegmentedControl: ['SegmentedControl'],
  Stack: ['Stack'],
  Table: ['Table'],
  Tabs: ['Tabs'],
  Text: ['Text'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  Title: ['Title'],
  UnstyledButton: ['UnstyledButton'],
};
/** Imported from '@mantine/core' but drawing nothing of their own. */
const unstyled = new Set(['DirectionProvider', 'MantineProvider', 'createTheme', 'useDirection']);

const sourceRoot = join(import.meta.dirname, '..');
const stylesheetsImportedBy = (source: string) =>
  new Set([...source.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((match) => match[1]));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('Mantine stylesheets', () => {
  const shell = stylesheetsImportedBy(readFileSync(join(sourceRoot, 'app/mount.tsx'), 'utf8'));
  const users = sourceFiles(sourceRoot).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const names = [...source.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)]
      .flatMap((match) => (match[1] ?? '').split(','))
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '));
    return names.length > 0 ? [{ file: relative(sourceRoot, file), source, names }] : [];
  });

  it('finds the files that use Mantine', () => {
    expect(users.length).toBeGreaterThan(20);
  });

  it('knows the stylesheets of every Mantine component the app uses', () => {
    const unknown = users.flatMap(({ file, names }) =>
      names.filter((name) => !unstyled.has(name) && !(name in stylesheetsOf)).map((name) => `${file}: ${name}`),
    );
    expect(unknown, 'add the component and its stylesheets to stylesheetsOf').toEqual([]);
  });

  it('has each file import the stylesheets of the components it draws, unless the shell does', () => {
    const missing = users.flatMap(({ file, source, names }) => {
      const imported = stylesheetsImportedBy(source);
      const needed = new Set(names.flatMap((name) => stylesheetsOf[name] ?? []));
      return [...needed].filter((sheet) => !imported.has(sheet) && !shell.has(sheet)).map((sheet) => `${file}: ${sheet}.css`);
    });
    expect(missing).toEqual([]);
  });
});
