import { UnderConstruction } from '../../../components/under-construction';

/** /order/customershopcart: Customer carts. Its screen comes later; until then it says so plainly. */
export default function OrderCustomershopcartPage() {
  return <UnderConstruction path="/order/customershopcart" />;
}
