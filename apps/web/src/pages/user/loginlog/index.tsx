import { UnderConstruction } from '../../../components/under-construction';

/** /user/loginlog: Login log. Its screen comes later; until then it says so plainly. */
export default function UserLoginlogPage() {
  return <UnderConstruction path="/user/loginlog" />;
}
