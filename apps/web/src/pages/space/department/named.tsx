/**
 * A translated sentence holding a user's name (a department's, a contact's), with the name marked
 * as user data (data-user-content): it stays in whatever language it was typed in.
 */
export function Named({ text, name }: { text: (name: string) => string; name: string }) {
  const marker = '\u0001';
  const [before, after = ''] = text(marker).split(marker);
  return (
    <>
      {before}
      <span data-user-content="">{name}</span>
      {after}
    </>
  );
}
