import { UnderConstruction } from '../../../components/under-construction';

/** /menu/api: APIs. Its screen comes later; until then it says so plainly. */
export default function MenuApiPage() {
  return <UnderConstruction path="/menu/api" />;
}
