// Jest stands this in for stylesheets components import: tests read roles and text, not styles.
export default {};
