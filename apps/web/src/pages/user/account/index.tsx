import { UnderConstruction } from '../../../components/under-construction';

/** /user/account: Customer accounts. Its screen comes later; until then it says so plainly. */
export default function UserAccountPage() {
  return <UnderConstruction path="/user/account" />;
}
