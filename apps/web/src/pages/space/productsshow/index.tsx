import { UnderConstruction } from '../../../components/under-construction';

/** /space/productsshow: Products. Its screen comes later; until then it says so plainly. */
export default function SpaceProductsshowPage() {
  return <UnderConstruction path="/space/productsshow" />;
}
