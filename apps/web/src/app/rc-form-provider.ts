// Used only by the build (vite.config.ts, antdFormContextOnly): what antd's form/context.js
// takes from @rc-component/form, without the package index that drags in the whole form engine.
export { FormProvider } from '@rc-component/form/es/FormContext';
