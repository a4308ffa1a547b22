import { UnderConstruction } from '../../../components/under-construction';

/** /widget/icon-selector: Icon selector. Its screen comes later; until then it says so plainly. */
export default function WidgetIconSelectorPage() {
  return <UnderConstruction path="/widget/icon-selector" />;
}
