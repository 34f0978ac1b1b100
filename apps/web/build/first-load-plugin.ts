import { resolve } from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const source = (path: string) => resolve(import.meta.dirname, '../src', path);

/**
 * What a first visit loads after the small entry (`main.tsx`), in this order: React DOM, the router and the shell,
 * then the screen a visitor lands on. An unknown or empty hash goes to login (spec §2), and so does every signed-out
 * link into the portal.
 */
export const firstLoadModules = { shell: source('app/mount.tsx'), firstScreen: source('features/auth/screens/login.screen.tsx') };

/** The chunks of a first visit after the entry, by group name. */
const firstLoadChunks = ['react-dom', 'shell', 'first-screen'];

const inNodeModules = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/** The project's own modules a module imports statically, directly or not. */
function ownClosure(root: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || inNodeModules(id)) continue;
    seen.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function closureGroup(name: string, root: string): CodeSplittingGroup {
  let closure: Set<string> | null = null;
  return { debugName: name, name: (moduleId, ctx) => ((closure ??= ownClosure(root, ctx)).has(moduleId) ? name : null) };
}

/**
 * One chunk for the shell and one for the first screen. Left to itself the bundler cut the first screen into fifteen
 * scripts and eight stylesheets, one per set of screens sharing a module: over HTTP/1.1 a phone fetches six files
 * at a time, so they cost four round trips before the login form could show (decision 007).
 *
 * The groups name the project's own modules only: Mantine is imported through one index module, so following imports
 * from there would capture every component some screen uses. The bundler adds what the captured modules import
 * (react-dom and the router to the shell, the Mantine inputs and tabs login draws to the first screen) by itself.
 * The shell's group comes first, so what both use stays in the shell. Later screens load the first screen's chunk
 * for the form parts they share with login.
 */
export function firstLoadGroups(): CodeSplittingGroup[] {
  return [
    // React DOM alone: main.tsx evaluates it in a task of its own (with the shell it made one long task).
    { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
    closureGroup('shell', firstLoadModules.shell),
    closureGroup('first-screen', firstLoadModules.firstScreen),
  ];
}

const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({ tag: 'link', attrs, injectTo: 'head' });

/**
 * Lets the browser fetch the shell and the first screen while it is still downloading the entry, instead of
 * discovering them one after the other as each runs. Stylesheets are preloaded, not linked, so the preloader still
 * paints without waiting for them; the app links them when it loads their chunk.
 */
export function firstLoadPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'sanad-first-load-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const scripts: string[] = [];
        const styles = new Set<string>();
        for (const name of firstLoadChunks) {
          const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === name);
          if (!chunk) throw new Error(`the build has no chunk named ${name}`);
          // The chunk and every chunk it imports, directly or not, except the entry index.html already loads.
          const pending = [chunk.fileName];
          for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
            const imported = bundle[file];
            if (imported?.type !== 'chunk' || imported.isEntry || scripts.includes(file)) continue;
            scripts.push(file);
            for (const css of imported.viteMetadata?.importedCss ?? []) styles.add(css);
            pending.push(...imported.imports);
          }
        }
        return [
          ...scripts.map((file) => link({ rel: 'modulepreload', crossorigin: true, href: `${base}${file}` })),
          ...[...styles].map((file) => link({ rel: 'preload', as: 'style', crossorigin: true, href: `${base}${file}` })),
        ];
      },
    },
  };
}
