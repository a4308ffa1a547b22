import './rich-text.css';

/**
 * Shows HTML the server has sanitised (a stored news body, a revision): the same styles as the
 * editor. Never give it HTML that did not come back from the server's sanitiser.
 */
export function RichHtml({
  html,
  className,
  'data-testid': testId,
}: {
  html: string;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <div
      className={`bo-rich-html${className ? ` ${className}` : ''}`}
      data-user-content=""
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
