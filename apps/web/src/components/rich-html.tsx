import '@/components/rich-html.css';

type RichHtmlProps = {
  /** HTML the server has already sanitised against its allow-list (modules/content/sanitize.ts); never text from the client. */
  html: string;
  className?: string;
  testId?: string;
};

/** Operators' rich text (notices, help articles, promotion rules), rendered as the server sanitised it. */
export function RichHtml({ html, className, testId }: RichHtmlProps) {
  return (
    <div
      className={className ? `rich-html ${className}` : 'rich-html'}
      data-testid={testId}
      dir="auto"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
