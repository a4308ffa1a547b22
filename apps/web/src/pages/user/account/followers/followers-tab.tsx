/** Placeholder until this tab's part of issue 12 lands. */
export default function Tab() {
  return null;
}
