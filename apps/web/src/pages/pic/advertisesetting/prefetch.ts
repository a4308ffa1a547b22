import { bannerPrefetch } from '../banners/banner-prefetch';

/** Started by the route loader as soon as /pic/advertisesetting matches. */
export default bannerPrefetch('ad');
