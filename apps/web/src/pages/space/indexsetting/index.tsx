import { UnderConstruction } from '../../../components/under-construction';

/** /space/indexsetting: Home page settings. Its screen comes later; until then it says so plainly. */
export default function SpaceIndexsettingPage() {
  return <UnderConstruction path="/space/indexsetting" />;
}
