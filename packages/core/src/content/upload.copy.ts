/** Copy of /Business 'Option 2', the file upload for a detailed estimate (spec §2, §5 'File upload'). */
export const UPLOAD_COPY = {
  eyebrow: 'Option 2',
  title: 'Upload a file for a detailed estimate',
  lead: 'Keep your trips, events and hotel stays in a spreadsheet? Upload it as CSV or Excel and we estimate every row with the same factors as the quick estimator. The file is read in your browser and never leaves your computer.',
  dropTitle: 'Drop your file here',
  dropOr: 'or',
  chooseFile: 'Choose a file',
  dropHint: 'CSV or Excel (.xlsx), up to 1 GB.',
  reading: 'Reading {name}…',
  /** The progress line while reading: its parts joined by progressSeparator. */
  progressBytes: '{read} of {total}',
  progressRows: '{rows} rows',
  progressRow: '1 row',
  progressSecondsLeft: 'about {seconds} s left',
  progressMinutesLeft: 'about {minutes} min left',
  progressSeparator: ' · ',
  progressPercent: '{percent}%',
  cancelReading: 'Cancel',
  readingCancelled: 'Reading cancelled. Nothing was kept.',
  templateHeading: 'Start from the template',
  templateBody:
    'One row per trip, event, hotel stay or boat trip. Keep the header row and leave the cells that do not apply to a row empty.',
  templateCsv: 'Template (CSV)',
  templateXlsx: 'Template (Excel)',
  templateCsvPath: '/templates/netzero-estimate-template.csv',
  templateXlsxPath: '/templates/netzero-estimate-template.xlsx',
  columnsHeading: 'Columns',
  columnsCaption: 'The columns of a detailed-estimate file',
  columnHeaders: { column: 'Column', rows: 'Rows', content: 'What to enter' },
  columns: [
    { name: 'type', rows: 'every row', content: 'travel, event, hotel or boat' },
    { name: 'mode', rows: 'travel', content: 'Flight, Car or Boat' },
    { name: 'from', rows: 'travel', content: 'Where the trip starts (for your records)' },
    { name: 'to', rows: 'travel', content: 'Where it ends (for your records)' },
    { name: 'km', rows: 'travel, boat', content: 'Distance in kilometres' },
    { name: 'attendees', rows: 'event', content: 'People attending' },
    { name: 'hours', rows: 'event', content: 'Duration in hours' },
    { name: 'energy', rows: 'event, hotel', content: 'Energy units used (kWh)' },
    { name: 'nights', rows: 'hotel', content: 'Room nights' },
    { name: 'rating', rows: 'hotel', content: 'Star rating, 1 to 5' },
    { name: 'passengers', rows: 'boat', content: 'People on board' },
    { name: 'length', rows: 'boat', content: 'Boat length in metres' },
    {
      name: 'date',
      rows: 'any',
      content: 'When it happened, YYYY-MM-DD (for the totals by month)',
    },
    { name: 'reference', rows: 'any', content: 'Your own reference, shown with problems' },
  ],
  columnsNote:
    'Header names can be in any case and any order; other columns are ignored. Write numbers without thousands separators, with a dot for decimals.',
  summaryHeading: 'Estimate from {name}',
  statRowsRead: 'Rows read',
  statRowsEstimated: 'Rows estimated',
  statProblems: 'Problems found',
  totalLabel: 'Total estimate',
  totalValue: '{amount} CO2',
  chooseIntro:
    'Offset {quantity} t CO2 (your estimate rounded up to whole tonnes): buy it once, or spread it over a monthly plan.',
  chooseAPlan: 'Choose A Plan',
  noRowsEstimated:
    'No row could be estimated yet. Fix the rows listed below and upload the file again.',
  noDataRows: 'This file has a header row but no data rows below it.',
  monthsHeading: 'Totals by month',
  monthsIntro: 'The estimated rows, added up by the month of their date.',
  monthsChartLabel:
    'Bar chart of tonnes CO2 by month, from {first} to {last}. The table below lists each month.',
  monthsCaption: 'Estimated rows and tonnes CO2 by month',
  monthColumns: { month: 'Month', rows: 'Rows', tonnes: 'CO2' },
  undatedMonth: 'No date',
  errorsHeading: 'Rows to fix',
  errorsIntro: 'These rows were skipped; the rest of the file is in the estimate above.',
  errorsShown: 'Showing the first {shown} of {count} problems.',
  errorColumns: { row: 'Row', column: 'Column', problem: 'Problem', reference: 'Reference' },
  /** Row problems that have no message in the catalogue. */
  problems: {
    'BULK.TYPE_UNKNOWN': 'Use travel, event, hotel or boat.',
    'BULK.MODE_UNKNOWN': 'Use Flight, Car or Boat for a travel row.',
    'BULK.DATE_INVALID': 'Write the date as YYYY-MM-DD or YYYY-MM, or leave it empty.',
  },
  /** Why a whole file gives no estimate. */
  fileProblems: {
    'BULK.FILE_EMPTY': 'This file is empty. Start from the template and upload it again.',
    'BULK.TYPE_COLUMN_MISSING':
      'The first row has no "type" column. Keep the template’s header row and upload the file again.',
    unreadable:
      'We could not read this file. Save it again as CSV or Excel (.xlsx) and upload it again.',
    legacyExcel:
      'This is an older Excel file (.xls) or a password-protected workbook, which cannot be read in the browser. Save it as .xlsx without a password, or as CSV, and upload it again.',
    notCsvOrXlsx:
      'This file is not a CSV or an Excel (.xlsx) workbook, whatever its name says. Save your spreadsheet as CSV or .xlsx and upload it again.',
    zipBomb:
      'This workbook expands to far more data than its size suggests, so we stopped reading it (a safety limit). Save it again from your spreadsheet and upload it again.',
  },
} as const;
