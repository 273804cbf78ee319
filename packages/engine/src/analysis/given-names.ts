/**
 * Common given names of the answer markets (English, German, French, Spanish speakers). A run of
 * capitalised words opening with one ("Hannah Lowrie", "Jean-Marc", "Marta Llorens") names a person,
 * and people are not brands (rule 13). Data, not a rule: it will miss rarer names, and a brand named
 * like a person is kept when the known-brands list has it or a company word follows ("Oscar Health").
 */
const NAMES = `
  Aaron Adam Adrian Alan Albert Alex Alexander Alexandra Alexis Alfie Alice Alicia Alison Amanda Amber
  Amelia Amy Andrew Andy Angela Anna Anne Anthony Archie Arthur Ashley Barbara Ben Benjamin Beth Bethany
  Bill Bob Brandon Brian Bruce Carl Carol Caroline Catherine Charles Charlie Charlotte Chloe Chris
  Christine Christopher Claire Colin Craig Daisy Daniel Danny Darren David Dean Debbie Deborah Dennis
  Derek Diana Donald Donna Dorothy Douglas Dylan Edward Eleanor Elizabeth Ella Ellie Emily Emma Eric Ethan
  Evelyn Frank Freddie Gary Gavin George Georgia Grace Graham Gregory Hannah Harry Harvey Hayley Heather
  Helen Henry Holly Ian Isabella Isla Isaac Jack Jacob Jake James Jamie Jane Janet Jason Jeff Jennifer
  Jenny Jeremy Jessica Jill Joan Joanne John Jonathan Joseph Josh Joshua Joyce Judith Julia Julie Justin
  Karen Kate Katherine Kathleen Katie Keith Kelly Kenneth Kevin Kim Laura Lauren Leah Lee Leo Liam Lily
  Linda Lisa Logan Louis Louise Lucy Luke Lynn Margaret Maria Mark Martha Martin Mary Matthew Megan
  Melissa Michael Michelle Mike Molly Nancy Natalie Nathan Neil Nicholas Nick Nicola Nigel Noah Oliver
  Olivia Oscar Owen Pamela Patricia Patrick Paul Paula Peter Philip Phoebe Rachel Rebecca Richard Robert
  Robin Rose Ruby Russell Ruth Ryan Samantha Samuel Sandra Sarah Scott Sean Sharon Simon Sophia Sophie
  Stephen Steve Steven Stuart Susan Teresa Thomas Tim Timothy Tom Tony Tracy Victoria Vincent Wayne
  William Zoe
  Andreas Angelika Anja Annika Axel Bernd Birgit Bernhard Brigitte Carsten Christa Christian Christiane
  Claudia Dagmar Detlef Dieter Dirk Doris Elke Erika Florian Frank Franziska Friedrich Gabriele Gerhard
  Gisela Günter Günther Hans Hannelore Heike Heinz Helga Helmut Herbert Horst Ilse Ingrid Jan Jana Jens
  Jörg Jürgen Karin Karl Katharina Kathrin Katrin Klaus Kristina Lars Lena Leonie Lukas Maik Manfred
  Manuela Marco Marcel Marion Markus Marlene Matthias Max Maximilian Melanie Mia Monika Nadine Niklas
  Nicole Norbert Petra Rainer Ralf Regina Renate Rolf Sabine Sandra Sebastian Silke Simone Stefan
  Stefanie Susanne Sven Thorsten Tobias Torsten Udo Ulrich Ulrike Ursula Uwe Volker Walter Werner
  Wolfgang Yvonne Heinrich Wilhelm Otto Johann Georg Josef Giuseppe
  Alain Amélie André Antoine Aurélie Bernard Brigitte Camille Céline Chantal Christophe Claude Clément
  Corinne Delphine Didier Dominique Élodie Émilie Éric Fabien Florence Françoise François Frédéric
  Gérard Guillaume Hélène Hugo Isabelle Jacques Jean Jean-Claude Jean-François Jean-Luc Jean-Marc
  Jean-Michel Jean-Paul Jean-Pierre Jérôme Josiane Julien Laurent Léa Louise Luc Lucie Manon Marc
  Marie Marine Martine Mathieu Maxime Michel Monique Nathalie Nicolas Olivier Pascal Patrice Philippe
  Pierre Raphaël Romain Sandrine Sébastien Serge Sophie Stéphane Stéphanie Sylvie Thierry Valérie
  Véronique Vincent Virginie Yves
  Adrián Alberto Alejandro Alfonso Alicia Álvaro Ana Andrés Antonio Beatriz Carlos Carmen Cristina
  Daniel Diego Dolores Eduardo Elena Emilio Enrique Esther Eva Fernando Francisco Gonzalo Guillermo
  Ignacio Inés Iván Javier Jesús Joaquín Jorge José Josefa Juan Julia Julián Laura Lucía Luis Manu
  Manuel Marcos María Marina Marta Mercedes Miguel Mónica Nuria Pablo Paco Paloma Patricia Pedro Pepe
  Pilar Rafael Ramón Raquel Ricardo Roberto Rocío Rosa Rubén Santiago Sara Sergio Silvia Sofía Teresa
  Tomás Víctor Yolanda Lola Hortensia Carla Lucas Mateo Martina Valentina Camila Alba Irene Nerea Iker
  Aitana Leire Ainhoa Begoña Consuelo Amparo Remedios Encarna Gloria Lourdes Concha Chelo Maite
`;

export const GIVEN_NAMES: ReadonlySet<string> = new Set(NAMES.split(/\s+/).filter(Boolean));

/** Particles inside a person's name ("Ana de la Fuente", "Ludwig van Beek"). */
const NAME_PARTICLES = new Set(['de', 'del', 'la', 'van', 'von', 'der', 'da', 'di', 'du', 'le']);

/**
 * Whether a candidate name is a person: a given name alone, or followed by one or two capitalised
 * surnames (particles allowed).
 */
export function isPersonName(name: string): boolean {
  const words = name.split(/\s+/);
  if (!GIVEN_NAMES.has(words[0] as string) || words.length > 4) return false;
  return words.slice(1).every((w) => NAME_PARTICLES.has(w) || /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u.test(w));
}
