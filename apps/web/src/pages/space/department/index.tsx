import { UnderConstruction } from '../../../components/under-construction';

/** /space/department: Departments. Its screen comes later; until then it says so plainly. */
export default function SpaceDepartmentPage() {
  return <UnderConstruction path="/space/department" />;
}
