import { UnderConstruction } from '../../../components/under-construction';

/** /widget/icon: Icon list. Its screen comes later; until then it says so plainly. */
export default function WidgetIconPage() {
  return <UnderConstruction path="/widget/icon" />;
}
