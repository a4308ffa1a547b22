import { UnderConstruction } from '../../../components/under-construction';

/** /user/CheckCredit: Credit review. Its screen comes later; until then it says so plainly. */
export default function UserCheckcreditPage() {
  return <UnderConstruction path="/user/CheckCredit" />;
}
