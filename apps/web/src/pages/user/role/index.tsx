import { UnderConstruction } from '../../../components/under-construction';

/** /user/role: Roles. Its screen comes later; until then it says so plainly. */
export default function UserRolePage() {
  return <UnderConstruction path="/user/role" />;
}
