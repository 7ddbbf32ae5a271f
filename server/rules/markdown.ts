// A deliberately small Markdown renderer for the user guide (headings, paragraphs, lists,
// fenced code, tables, inline code/bold/italic/links). Input is our own file, but everything
// is escaped anyway so the page cannot be broken by a stray `<`.

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export function inline(text: string): string {
  const codes: string[] = [];
  let out = escapeHtml(text).replace(/`([^`]+)`/g, (_m, code: string) => {
    codes.push(`<code>${code}</code>`);
    return `\uE000${codes.length - 1}\uE001`;
  });
  out = out
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) =>
      /^(https?:|\/|#|mailto:)/.test(href) ? `<a href="${href}">${label}</a>` : label,
    );
  // Placeholders are private-use characters, which escaped text cannot contain literally.
  return out.replace(/\uE000(\d+)\uE001/g, (_m, i: string) => codes[Number(i)]);
}

function tableRow(line: string, cell: 'td' | 'th'): string {
  const cells = line.trim().replace(/^\||\|$/g, '').split('|');
  return `<tr>${cells.map((c) => `<${cell}>${inline(c.trim())}</${cell}>`).join('')}</tr>`;
}

export function renderMarkdown(source: string): string {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const html: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.startsWith('```')) {
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) body.push(lines[i]);
      html.push(`<pre><code>${escapeHtml(body.join('\n'))}</code></pre>`);
      i++;
    } else if (/^#{1,6} /.test(line)) {
      const level = line.indexOf(' ');
      const text = line.slice(level + 1).trim();
      html.push(`<h${level} id="${slug(text)}">${inline(text)}</h${level}>`);
      i++;
    } else if (/^\s*[-*] /.test(line) || /^\s*\d+\. /.test(line)) {
      const ordered = /^\s*\d+\. /.test(line);
      const items: string[] = [];
      while (i < lines.length && (ordered ? /^\s*\d+\. /.test(lines[i]) : /^\s*[-*] /.test(lines[i]))) {
        let item = lines[i].replace(/^\s*([-*]|\d+\.) /, '');
        // Indented continuation lines belong to the item.
        for (i++; i < lines.length && /^ {2,}\S/.test(lines[i]) && !/^\s*([-*]|\d+\.) /.test(lines[i]); i++) {
          item += ` ${lines[i].trim()}`;
        }
        items.push(`<li>${inline(item)}</li>`);
      }
      const tag = ordered ? 'ol' : 'ul';
      html.push(`<${tag}>${items.join('')}</${tag}>`);
    } else if (line.trim().startsWith('|') && /^\s*\|?[\s:|-]+\|?\s*$/.test(lines[i + 1] ?? '')) {
      const rows = [tableRow(line, 'th')];
      for (i += 2; i < lines.length && lines[i].trim().startsWith('|'); i++) rows.push(tableRow(lines[i], 'td'));
      html.push(`<table>${rows.join('')}</table>`);
    } else if (line.trim() === '') {
      i++;
    } else {
      const para: string[] = [];
      while (i < lines.length && lines[i].trim() !== '' && !/^(#{1,6} |```|\s*[-*] |\s*\d+\. |\s*\|)/.test(lines[i])) {
        para.push(lines[i].trim());
        i++;
      }
      html.push(`<p>${inline(para.join(' '))}</p>`);
    }
  }
  return html.join('\n');
}
