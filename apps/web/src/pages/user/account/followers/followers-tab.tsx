import { UnderConstruction } from '../../../../components/under-construction';

/** This tab of the client accounts page comes with issue 12; until then it says so plainly. */
export default function Tab() {
  return <UnderConstruction path="/user/account" />;
}
