/**
 * Plain text cut into text and links: `http(s)://…` and `www.…` addresses become links, nothing else
 * does (no HTML is ever read from user text). Trailing punctuation stays text («см. https://x.ru/a.»),
 * and a closing bracket stays text unless the address opened one (Wikipedia's `…_(band)`).
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"«»]+/giu;
const TRAILING = /[.,;:!?…'"’”)\]}]+$/u;

function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const trailing = TRAILING.exec(address)?.[0];
    if (!trailing) return address;
    // Keep one closing bracket the address itself opened.
    const opened = (address.match(/\(/g) ?? []).length;
    const closed = (address.match(/\)/g) ?? []).length;
    if (trailing.endsWith(')') && opened >= closed && trailing.length === 1) return address;
    address = address.slice(0, -1);
  }
}

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const address = trimAddress(match[0]);
    // «www.» with nothing after it is not an address (a bare «https://» fails to parse below).
    if (/^www\.$/iu.test(address)) continue;
    let href: string;
    try {
      href = new URL(/^www\./iu.test(address) ? `https://${address}` : address).toString();
    } catch {
      continue;
    }
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
