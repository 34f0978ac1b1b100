import type { ChunkingContext, ModuleInfo } from 'rolldown';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook, Plugin } from 'vite';
import { firstLoadGroups, firstLoadModules, firstLoadPreloadPlugin } from './first-load-plugin.ts';

/** A module graph for the chunking callbacks: id -> statically imported ids. */
function context(graph: Record<string, string[]>): ChunkingContext {
  return { getModuleInfo: (id) => (id in graph ? ({ id, importedIds: graph[id] } as unknown as ModuleInfo) : null) };
}

describe('first-load chunk groups', () => {
  const shared = '/app/src/components/form/use-form.ts';
  const graph = {
    [firstLoadModules.shell]: ['/app/src/app/app.tsx', '/app/node_modules/react-dom/client.js'],
    '/app/src/app/app.tsx': ['/app/node_modules/@mantine/core/esm/index.mjs'],
    [firstLoadModules.firstScreen]: [shared, '/app/node_modules/@mantine/core/esm/index.mjs'],
    [shared]: [],
  };

  it('names React DOM, the shell and the first screen, each by what it imports of the project', () => {
    const [reactDom, shell, firstScreen] = firstLoadGroups();
    const ctx = context(graph);
    const name = (group: typeof shell, id: string) => (typeof group?.name === 'function' ? group.name(id, ctx) : group?.name);
    expect(reactDom?.name).toBe('react-dom');
    expect(name(shell, '/app/src/app/app.tsx')).toBe('shell');
    expect(name(firstScreen, shared)).toBe('first-screen');
    expect(name(firstScreen, firstLoadModules.firstScreen)).toBe('first-screen');
    // Packages are left to the bundler, which puts what a group's modules import beside them.
    expect(name(shell, '/app/node_modules/@mantine/core/esm/index.mjs')).toBeNull();
    expect(name(firstScreen, '/app/src/features/household/screens/houses.screen.tsx')).toBeNull();
  });
});

describe('first-load preloads in index.html', () => {
  const chunk = (fileName: string, name: string, imports: string[], css: string[], isEntry = false) => ({
    type: 'chunk' as const,
    fileName,
    name,
    isEntry,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
  });

  function transform(bundle: Record<string, unknown>) {
    const plugin = firstLoadPreloadPlugin() as Plugin & { transformIndexHtml: { handler: IndexHtmlTransformHook } };
    (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
    return plugin.transformIndexHtml.handler.call({} as never, '', { bundle } as unknown as IndexHtmlTransformContext);
  }

  it('preloads the three chunks and their stylesheets, without blocking the first paint or repeating the entry', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', 'index', [], [], true),
      'assets/react-dom.js': chunk('assets/react-dom.js', 'react-dom', ['assets/index.js'], []),
      'assets/shell.js': chunk('assets/shell.js', 'shell', ['assets/index.js', 'assets/react-dom.js'], ['assets/shell.css']),
      'assets/first-screen.js': chunk('assets/first-screen.js', 'first-screen', ['assets/shell.js'], ['assets/first-screen.css']),
    };
    expect(transform(bundle)).toEqual([
      { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/react-dom.js' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/shell.js' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/first-screen.js' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: '/assets/shell.css' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: '/assets/first-screen.css' }, injectTo: 'head' },
    ]);
  });

  it('fails the build when a first-load chunk is missing, instead of shipping a page that preloads nothing', () => {
    expect(() => transform({ 'assets/index.js': chunk('assets/index.js', 'index', [], [], true) })).toThrow(/react-dom/);
  });
});
