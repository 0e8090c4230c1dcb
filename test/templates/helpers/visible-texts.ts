/**
 * What a donor reads on a rendered page, for the pseudo-localisation test: every text node (scripts and
 * styles aside) and the attributes people read (`placeholder`, `aria-label`, `title`, `alt`), and the
 * part of each that is not marked as coming from a catalogue or the org file.
 */

/** The marks a pseudo translator puts around each message and org-file text it gives. */
export const MARK_OPEN = '⟦';
export const MARK_CLOSE = '⟧';

/** `text` marked as translated. */
export function marked(text: string): string {
  return `${MARK_OPEN}${text}${MARK_CLOSE}`;
}

const READ_ATTRIBUTES = ['placeholder', 'aria-label', 'title', 'alt'] as const;
const INNERMOST_MARK = new RegExp(`${MARK_OPEN}[^${MARK_OPEN}${MARK_CLOSE}]*${MARK_CLOSE}`, 'g');
export const WORD = /\p{L}+/gu;

/** Every text a person reads in `root`, in document order, blank ones left out. */
export function visibleTexts(root: ParentNode & Node): string[] {
  const texts: string[] = [];
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, 0x1 | 0x4); // elements and text nodes
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === 3) {
      const parent = node.parentElement?.tagName;
      if (parent === 'NOSCRIPT') {
        // A parser that runs scripts keeps <noscript> as raw text; a browser without them shows it as HTML.
        const template = document.createElement('template');
        template.innerHTML = node.textContent ?? '';
        texts.push(...visibleTexts(template.content));
      } else if (parent !== 'SCRIPT' && parent !== 'STYLE' && node.textContent?.trim()) texts.push(node.textContent);
    } else if (node.nodeType === 1) {
      for (const name of READ_ATTRIBUTES) {
        const value = (node as Element).getAttribute(name);
        if (value?.trim()) texts.push(value);
      }
    }
  }
  return texts;
}

/**
 * The words of `text` outside every mark (marks may nest: a message holding an org-file label), less
 * those `allowed` (e.g. the currency codes an org file lists, shown as written).
 */
export function unmarkedWords(text: string, allowed: ReadonlySet<string>): string[] {
  let rest = text;
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(INNERMOST_MARK, ' ');
  }
  return (rest.match(WORD) ?? []).filter((word) => !allowed.has(word));
}
