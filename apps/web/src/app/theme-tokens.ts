import { theme, type ThemeConfig } from 'antd';
import { ERROR, PRIMARY } from '../components/app-config';

export { ERROR };

/**
 * antd's theme for the console, light and dark (docs/decisions/0033-theme-colours.md). Every text
 * keeps 4.5:1 against what it sits on (WCAG 2.2 AA), which antd's defaults do not: its primary
 * blue #1677ff is 4.1:1 with white, and its description grey (45 % black) is 3.4:1 on white.
 * theme-tokens.test.ts computes the contrast of each pair; e2e/tests/page-sweep.spec.ts runs
 * axe-core on every page in both modes.
 *
 * Light: one blue, antd's blue-7 (PRIMARY, 6.2:1 both ways), is both the fill under white text
 * (buttons, the dark menu's selected item) and the colour of blue text (active tab, links);
 * hover and press go darker (blue-8, blue-9), not lighter as in antd, so they keep the contrast.
 *
 * Dark: no single blue can be both (white on it needs it dark, it on the dark page needs it
 * light), so fills keep antd's dark-mode blue (#1668dc, 5.2:1 under white) and blue text is a
 * lighter blue (DARK_TEXT_BLUE): links, the active tab, selected dropdown items, pagination.
 */

/** Light mode: hover and press of the primary colour (antd's blue-8 and blue-9). */
export const PRIMARY_HOVER = '#003eb3';
export const PRIMARY_ACTIVE = '#002c8c';
/** Description and tertiary text (breadcrumb, labels of a description list, result subtitles, form help): 56 % black, 4.8:1 even on the grey page. */
export const DESCRIPTION_TEXT = 'rgba(0, 0, 0, 0.56)';

/** Dark mode: a form's error text in a lighter red, 5.9:1 on the raised #1f1f1f (antd's #dc4446 is 3.9:1 there). */
export const DARK_ERROR_TEXT = '#f37370';

/** Dark mode: blue text on the dark page, 5.5:1 on #141414 and 5.0:1 on the raised #1f1f1f; hover lighter still. */
export const DARK_TEXT_BLUE = '#508fdc';
/** colorLink is a seed: the dark algorithm turns this one into DARK_TEXT_BLUE. */
const DARK_LINK_SEED = '#5aa5ff';
export const DARK_TEXT_BLUE_HOVER = '#65a9f3';
/** Dark mode: the fill's hover and press go darker (antd's lighter hover is 3.5:1 under white). */
export const DARK_FILL_HOVER = '#1554ad';
export const DARK_FILL_ACTIVE = '#15417e';
/**
 * Dark mode: a picked table row (batch actions), darker than antd's #15325b, under which the blue of
 * an order number's link is 3.8:1; 4.8:1 here (4.6:1 hovered).
 */
export const DARK_ROW_SELECTED = '#0f2238';
export const DARK_ROW_SELECTED_HOVER = '#11263e';
/**
 * Dark mode: a solid danger button's red (Remove, Disable, Reset … in a confirmation), resting,
 * hovered and pressed: antd's dark #dc4446 is 4.2:1 under white; the light theme's reds keep 5.6:1
 * and more. Outlined, text and link danger buttons write their words in DARK_ERROR_TEXT (global.css).
 */
export const DARK_DANGER_FILL = ERROR;
export const DARK_DANGER_FILL_HOVER = '#a8071a';
export const DARK_DANGER_FILL_ACTIVE = '#820014';
/** Dark mode description and tertiary text: 55 % white, 5.9:1 on #1f1f1f (antd's 45 % is 4.4:1 there). */
export const DARK_DESCRIPTION_TEXT = 'rgba(255, 255, 255, 0.55)';

const BLUE_TEXT_DARK = {
  colorPrimary: DARK_TEXT_BLUE,
  colorPrimaryHover: DARK_TEXT_BLUE_HOVER,
  colorPrimaryActive: DARK_TEXT_BLUE,
};

export const LIGHT_THEME: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: PRIMARY,
    colorPrimaryHover: PRIMARY_HOVER,
    colorPrimaryActive: PRIMARY_ACTIVE,
    colorLink: PRIMARY,
    colorLinkHover: PRIMARY_HOVER,
    colorLinkActive: PRIMARY_ACTIVE,
    colorTextDescription: DESCRIPTION_TEXT,
    colorTextTertiary: DESCRIPTION_TEXT,
    // A select's placeholder is text axe checks (an input's ::placeholder is not): antd's 25 % black is 1.8:1.
    colorTextPlaceholder: DESCRIPTION_TEXT,
    colorError: ERROR,
  },
};

export const DARK_THEME: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  // antd's own seed: its dark algorithm turns it into the fill #1668dc.
  token: {
    colorPrimary: '#1677ff',
    colorPrimaryHover: DARK_FILL_HOVER,
    colorPrimaryActive: DARK_FILL_ACTIVE,
    colorPrimaryText: DARK_TEXT_BLUE,
    colorPrimaryTextHover: DARK_TEXT_BLUE_HOVER,
    colorPrimaryTextActive: DARK_TEXT_BLUE,
    colorLink: DARK_LINK_SEED,
    colorLinkHover: DARK_TEXT_BLUE_HOVER,
    colorLinkActive: DARK_TEXT_BLUE,
    colorTextDescription: DARK_DESCRIPTION_TEXT,
    colorTextTertiary: DARK_DESCRIPTION_TEXT,
    colorTextPlaceholder: DARK_DESCRIPTION_TEXT,
  },
  // Components that write blue text with colorPrimary.
  components: {
    Button: {
      defaultHoverColor: DARK_TEXT_BLUE_HOVER,
      defaultHoverBorderColor: DARK_TEXT_BLUE_HOVER,
      defaultActiveColor: DARK_TEXT_BLUE,
      defaultActiveBorderColor: DARK_TEXT_BLUE,
      colorError: DARK_DANGER_FILL,
      colorErrorHover: DARK_DANGER_FILL_HOVER,
      colorErrorActive: DARK_DANGER_FILL_ACTIVE,
    },
    Tabs: BLUE_TEXT_DARK,
    Dropdown: BLUE_TEXT_DARK,
    Menu: BLUE_TEXT_DARK,
    Pagination: BLUE_TEXT_DARK,
    Table: { rowSelectedBg: DARK_ROW_SELECTED, rowSelectedHoverBg: DARK_ROW_SELECTED_HOVER },
    // A form's error words (the red stays antd's for fills under white text, where a lighter red would fail).
    Form: { colorError: DARK_ERROR_TEXT },
  },
};

/** The ConfigProvider theme of the page mode. */
export const antdTheme = (dark: boolean): ThemeConfig => (dark ? DARK_THEME : LIGHT_THEME);
