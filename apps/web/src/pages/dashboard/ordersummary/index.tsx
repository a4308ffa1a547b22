import { UnderConstruction } from '../../../components/under-construction';

/** /dashboard/ordersummary: Order overview. Its screen comes later; until then it says so plainly. */
export default function DashboardOrdersummaryPage() {
  return <UnderConstruction path="/dashboard/ordersummary" />;
}
