import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CmsImage } from './cms-image';

// An upload as the content reads it once Strapi's wrappers are gone (see cms-media.test.ts).
const media = {
  id: 1,
  url: '/uploads/hero.webp',
  mime: 'image/webp',
  width: 960,
  height: 720,
  alternativeText: 'Hero',
  formats: { small: { url: '/uploads/small_hero.webp', width: 500, height: 375 } },
};

describe('CmsImage', () => {
  it('asks for the first screen image early and with high priority, in the server HTML too', () => {
    const html = renderToString(<CmsImage media={media} alt="" sizes="100vw" eager />);
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain('loading="eager"');
    const { container } = render(<CmsImage media={media} alt="" sizes="100vw" eager />);
    expect(container.querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
  });

  it('lets any other image load lazily, with no priority hint', () => {
    const { container } = render(<CmsImage media={media} alt="" sizes="100vw" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(img.getAttribute('width')).toBe('960');
  });
});
