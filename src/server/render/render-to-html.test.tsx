// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToHtml } from './render-to-html';

describe('renderToHtml', () => {
  it('writes multibyte characters whole wherever they fall against the stream’s chunks', async () => {
    // Many texts of growing length put "©", "ó" and "★" (2 and 3 bytes) across every byte offset of a 2 KB chunk.
    const texts = Array.from({ length: 400 }, (_, index) => `${'a'.repeat(index % 37)}© Tetuán ★${index}`);
    const html = await renderToHtml(
      <main>
        {texts.map((text, index) => (
          <p key={index} aria-label={text}>
            {text}
          </p>
        ))}
      </main>,
    );
    expect(html).not.toContain('\u0000');
    expect(html).not.toContain('\uFFFD');
    for (const text of texts) expect(html).toContain(`>${text}</p>`);
  });

  it('refuses markup that would need an inline script', async () => {
    await expect(renderToHtml(<script>{'alert(1)'}</script>)).rejects.toThrow(/inline script/);
  });
});
