import { showStartFailure } from './preloader.ts';

function page(): Document {
  const doc = document.implementation.createHTMLDocument('test');
  doc.body.innerHTML = `
    <div id="preloader" role="status" aria-busy="true" aria-label="Loading">
      <svg class="preloader__mark"></svg>
      <div id="preloader-failure" role="alert" hidden>
        <p>The portal could not load.</p>
        <button type="button" id="preloader-retry">Try again</button>
      </div>
    </div>`;
  return doc;
}

describe('showStartFailure', () => {
  it('replaces the endless preloader with the failure message and a button that reloads', () => {
    const doc = page();
    const reload = vi.fn();
    showStartFailure(doc, reload);
    const failure = doc.getElementById('preloader-failure');
    expect(failure?.hidden).toBe(false);
    expect(doc.getElementById('preloader')?.getAttribute('aria-busy')).toBe('false');
    expect(doc.getElementById('preloader')?.hasAttribute('aria-label')).toBe(false);
    doc.getElementById('preloader-retry')?.click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
