import { UnderConstruction } from '../../../components/under-construction';

/** /order/customerpaylist: Customer payments. Its screen comes later; until then it says so plainly. */
export default function OrderCustomerpaylistPage() {
  return <UnderConstruction path="/order/customerpaylist" />;
}
