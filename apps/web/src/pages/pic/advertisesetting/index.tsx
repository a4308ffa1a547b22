import { BannersPage } from '../banners/banners-page';

/** /pic/advertisesetting: the ad slot's banners (the page is shared by the three slots, see banners/banners-page.tsx). */
export default function PicAdvertisesettingPage() {
  return <BannersPage slot="ad" />;
}
