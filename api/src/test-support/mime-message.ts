/// <reference types="node" />
/**
 * Reads the MIME messages the shop sends (what an SMTP server receives, or an .eml in the outbox): headers,
 * the decoded subject, and the decoded text and HTML parts. Enough MIME for what nodemailer writes
 * (multipart/alternative; 7bit, quoted-printable or base64; RFC 2047 encoded words), no more. Self-contained,
 * so the browser tests' harness reads outbox files with it too.
 */
export interface MimeMessage {
  /** Lower-case names, unfolded values as written. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export function parseMimeMessage(raw: string): MimeMessage {
  const message = { text: '', html: '' };
  const headers = readPart(raw.replace(/\r\n/g, '\n'), message);
  return { headers, subject: decodeWords(headers.subject ?? ''), ...message };
}

function readPart(part: string, into: { text: string; html: string }): Record<string, string> {
  const split = part.indexOf('\n\n');
  const head = split === -1 ? part : part.slice(0, split);
  const body = split === -1 ? '' : part.slice(split + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) if (!section.startsWith('--')) readPart(section.replace(/^\n/, ''), into);
  } else if (type.startsWith('text/plain')) {
    into.text = decodeBody(body, headers['content-transfer-encoding']);
  } else if (type.startsWith('text/html')) {
    into.html = decodeBody(body, headers['content-transfer-encoding']);
  }
  return headers;
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return quotedPrintable(body.replace(/=\n/g, '')).toString('utf8').replace(/\n$/, '');
    default:
      return body.replace(/\n$/, '');
  }
}

function quotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  for (let at = 0; at < text.length; at++) {
    const hex = text.slice(at + 1, at + 3);
    if (text[at] === '=' && /^[\dA-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      at += 2;
    } else {
      bytes.push(...Buffer.from(text[at], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047: `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=`, with the blanks between adjacent encoded words dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_whole, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : quotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}
