/** A `.csv` file imported is its text (the builds' `text` loader, the tests' csv-as-text plugin). */
declare module '*.csv' {
  const text: string;
  export default text;
}
