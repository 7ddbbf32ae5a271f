// The user guide at /docs is docs/user-guide.md rendered with marked. The guide is our own file, but
// the page still never carries markup from it: raw HTML is shown as text and links must be http(s),
// mailto or relative.
import { Marked, type Tokens } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const safeHref = (href: string) => /^(https?:|mailto:|\/|#|\.)/i.test(href.trim());

// Headings carry ids so the guide's sections can be linked (/docs#signing-in).
const slug = (text: string) => text.toLowerCase().replace(/<[^>]*>/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    heading(token: Tokens.Heading) {
      return `<h${token.depth} id="${slug(token.text)}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
    },
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      return safeHref(token.href) ? `<a href="${escapeHtml(token.href)}">${text}</a>` : text;
    },
  },
});

export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false });
}
