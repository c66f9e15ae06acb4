import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

export interface RichTextProps {
  /** CMS HTML, as the content contracts' `richText` fields carry it. */
  readonly html: string;
  readonly className?: string;
}

/** Content rich text rendered as HTML after sanitising (sanitize-html.ts). */
export function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
