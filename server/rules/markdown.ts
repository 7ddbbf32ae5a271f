// The user guide at /docs is docs/user-guide.md rendered with marked. The guide is our own file, but
// the page still never carries markup from it: raw HTML is shown as text and links must be http(s),
// mailto or relative.
import { Marked, type Tokens } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const safeHref = (href: string) => /^(https?:|mailto:|\/|#|\.)/i.test(href.trim());

const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      return safeHref(token.href) ? `<a href="${escapeHtml(token.href)}">${text}</a>` : text;
    },
  },
});

export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false });
}
