import { TextCell } from '../../components/list-page/cells';

/** A client in a row of orders, payments or carts: the name (the code when it has none), both in the tooltip. */
export function ClientName({ row }: { row: { guestname: string; guestcode: string } }) {
  return <TextCell text={row.guestname || row.guestcode} tooltip={`${row.guestname} · ${row.guestcode}`} />;
}
