// Issue 17: text never runs over other text or out of the window, and the page never scrolls sideways; a
// select is wide enough to show its chosen option whole; a grid of 3, 4 or 6 cards leaves none alone on a row.
// `findLayoutProblems` runs inside the page (page.evaluate), so it must not use anything from its module.

export interface LayoutProblem {
  kind: 'overlap' | 'past-window' | 'horizontal-scroll' | 'cut-off' | 'lone-card';
  text: string;
  other?: string;
  box?: string;
}

/** Every problem on the page as laid out now. Fixed-position layers (header, banners, widgets) cover the
 * page on purpose and are skipped, as are maps (their labels sit on tiles) and visually hidden text. */
export function findLayoutProblems(): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > viewportWidth + 1)
    problems.push({ kind: 'horizontal-scroll', text: `page is ${scrollWidth}px wide in a ${viewportWidth}px window` });

  const hiddenOrFixed = (element: Element): boolean => {
    // Closed <details>, display:none, visibility and opacity (Chromium still measures closed details' text).
    if (!element.checkVisibility({ contentVisibilityAuto: true, opacityProperty: true, visibilityProperty: true })) return true;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') return true;
    }
    return false;
  };
  const skipped = (element: Element): boolean =>
    Boolean(
      element.closest('.leaflet-container, [aria-hidden="true"], .visually-hidden, .form-trap, option, select, noscript, template'),
    ) || hiddenOrFixed(element);
  /** The part of a line its clipping ancestors (overflow other than visible) let through. */
  const clipped = (element: Element, rect: DOMRect) => {
    let { left, right, top, bottom } = rect;
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = node.getBoundingClientRect();
      if (style.overflowX !== 'visible') [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
      if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
    }
    return { left, right, top, bottom, width: right - left, height: bottom - top };
  };
  const label = (text: string) => text.trim().replace(/\s+/g, ' ').slice(0, 60);

  interface Line {
    top: number;
    bottom: number;
    left: number;
    right: number;
    node: Text;
    text: string;
  }
  const lines: Line[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data;
    if (!text.trim() || !node.parentElement || skipped(node.parentElement)) continue;
    range.selectNodeContents(node);
    for (const line of Array.from(range.getClientRects())) {
      const rect = clipped(node.parentElement, line);
      if (rect.width < 2 || rect.height < 2) continue;
      // Glyph boxes of neighbouring lines touch or overlap by their leading: compare their middle 60 %.
      const inset = line.height * 0.2;
      lines.push({ top: rect.top + inset, bottom: rect.bottom - inset, left: rect.left, right: rect.right, node, text });
      // Clipping boxes (a table in its own sideways scroller) keep their text inside the window.
      if (rect.right > viewportWidth + 1) {
        problems.push({
          kind: 'past-window',
          text: label(text),
          box: `${Math.round(rect.left)}..${Math.round(rect.right)} of ${viewportWidth}`,
        });
      }
    }
  }

  // A select draws only its chosen option, clipped to its box with no other sign: its text and its padding
  // (the arrow's room) must fit. Measured with a canvas in the select's own font.
  const measure = document.createElement('canvas').getContext('2d')!;
  for (const select of Array.from(document.querySelectorAll('select'))) {
    const chosen = select.selectedOptions[0]?.text ?? '';
    if (!chosen.trim() || select.closest('[aria-hidden="true"], .visually-hidden, .form-trap') || hiddenOrFixed(select)) continue;
    const style = getComputedStyle(select);
    measure.font = style.font;
    const needed = measure.measureText(chosen).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    if (needed > select.clientWidth + 1) {
      problems.push({ kind: 'cut-off', text: label(chosen), box: `needs ${Math.round(needed)}px, has ${select.clientWidth}px` });
    }
  }

  // A grid of 3, 4 or 6 items can always be laid out in full rows (1, 2, 3, 4 or 6 columns): one item
  // alone on the last row, under a fuller row, looks like a card went missing.
  for (const grid of Array.from(document.querySelectorAll('body *'))) {
    if (grid.children.length < 3 || grid.children.length > 8) continue;
    const style = getComputedStyle(grid);
    if (style.display !== 'grid' || style.gridTemplateAreas !== 'none' || hiddenOrFixed(grid)) continue;
    const items = Array.from(grid.children).filter((child) => !hiddenOrFixed(child));
    // Items placed by hand (a label beside its field, a value under its name) are a layout, not a list.
    const placed = items.some(
      (item) => getComputedStyle(item).gridColumnStart !== 'auto' || getComputedStyle(item).gridRowStart !== 'auto',
    );
    if (placed || ![3, 4, 6].includes(items.length)) continue;
    const rows = new Map<number, number>();
    for (const item of items) {
      const top = Math.round(item.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    const counts = Array.from(rows.values());
    if (counts.length > 1 && counts[counts.length - 1] === 1 && counts[0] > 1) {
      problems.push({
        kind: 'lone-card',
        text: label(items[items.length - 1].textContent ?? ''),
        box: `rows of ${counts.join(' + ')} in .${grid.classList[0] ?? grid.tagName}`,
      });
    }
  }

  // Sweep by top edge: only lines whose vertical spans meet can overlap.
  lines.sort((a, b) => a.top - b.top);
  const reported = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i];
    for (let j = i + 1; j < lines.length && lines[j].top < a.bottom; j++) {
      const b = lines[j];
      if (a.node === b.node) continue;
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      if (width <= 1) continue;
      const key = `${label(a.text)}|${label(b.text)}`;
      if (reported.has(key)) continue;
      reported.add(key);
      problems.push({
        kind: 'overlap',
        text: label(a.text),
        other: label(b.text),
        box: `${Math.round(width)}px wide at y=${Math.round(a.top)}`,
      });
    }
  }
  return problems;
}
