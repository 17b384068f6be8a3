/*
 * Postal boxes, in the forms people print them: "PO Box 4021", "P.O. Box 12", "Private Bag X1",
 * "P/Bag X1", "Postfach 10 12 20", "BP 245" (boîte postale), "Apartado 1023", "Caixa Postal 88",
 * "Casilla 45", "Postbus 1200", "Box 118". A box and its number are an address with no street.
 */
const POSTAL_BOX =
  /(?:^|[\s,(])(?:p\.?\s?o\.?\s?box|post\s+office\s+box|private\s+bag|p\/bag|postfach|postbus|postboks|postbox|boîte\s+postale|b\.?p\.?|apartado(?:\s+postal)?|apdo\.?|caixa\s+postal|c\.?p\.?|casilla(?:\s+de\s+correo)?|skrytka\s+pocztowa|box)\s*[A-Z]?\d/iu;

/** True when the text holds a postal box and its number. */
export function hasPostalBox(text: string): boolean {
  return POSTAL_BOX.test(text) && text.trim().split(/\s+/).length <= 14;
}
