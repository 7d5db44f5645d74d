/**
 * The id of the JSON data block (`<script type="application/json">`, never run) in which the
 * server sends the products it rendered a catalogue page with: the app's first render reads them,
 * so that it adopts the server's markup as it is.
 */
export const CATALOGUE_SNAPSHOT_ELEMENT_ID = 'catalogue-snapshot';
