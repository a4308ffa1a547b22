import { UnderConstruction } from '../../../components/under-construction';

/** /user/adaccount: Admin accounts. Its screen comes later; until then it says so plainly. */
export default function UserAdaccountPage() {
  return <UnderConstruction path="/user/adaccount" />;
}
