import { UnderConstruction } from '../../../components/under-construction';

/** /order/customerorder: Customer orders. Its screen comes later; until then it says so plainly. */
export default function OrderCustomerorderPage() {
  return <UnderConstruction path="/order/customerorder" />;
}
