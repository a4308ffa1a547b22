import { UnderConstruction } from '../../../components/under-construction';

/** /plan/year-plan: Year plan. Its screen comes later; until then it says so plainly. */
export default function PlanYearPlanPage() {
  return <UnderConstruction path="/plan/year-plan" />;
}
