/**
 * Antd's large Spin drawn in CSS (components/plain.css), shown while something of the whole
 * screen loads: it sits on the entry, which loads no antd.
 */
export function FullPageSpin() {
  return (
    <div className="bo-full-page-spin" aria-busy="true">
      <PlainSpin />
    </div>
  );
}

export function PlainSpin() {
  return (
    <span className="bo-spin">
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}
