import { UnderConstruction } from '../../../components/under-construction';

/** /dashboard/console: Console. Its screen comes later; until then it says so plainly. */
export default function DashboardConsolePage() {
  return <UnderConstruction path="/dashboard/console" />;
}
