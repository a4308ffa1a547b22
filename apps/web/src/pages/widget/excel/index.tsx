import { UnderConstruction } from '../../../components/under-construction';

/** /widget/excel: Excel. Its screen comes later; until then it says so plainly. */
export default function WidgetExcelPage() {
  return <UnderConstruction path="/widget/excel" />;
}
