import Realm from "realm";

export class Address extends Realm.Object {
  static schema = {
    name: "Address",
    embedded: true,
    properties: {
      street: "string",
      zip: "string?",
      city: "City?",
      geo: "GeoPoint?",
    },
  };
}

export class City extends Realm.Object {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to City come from: Address.city, City.neighbors, Person.homeCity, Person.visitedCities, Person.favoriteCities.
  static schema = {
    name: "City",
    primaryKey: "id",
    properties: {
      id: "int",
      name: { type: "string", indexed: true },
      country: "Country?",
      neighbors: "City[]",
      landmarks: "Landmark?{}",
      tags: "Tag<>",
    },
  };
}

export class Country extends Realm.Object {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Country come from: City.country.
  static schema = {
    name: "Country",
    primaryKey: "code",
    properties: {
      code: "string",
      name: { type: "string", indexed: true },
      population: "int?",
    },
  };
}

export class GeoPoint extends Realm.Object {
  static schema = {
    name: "GeoPoint",
    embedded: true,
    properties: {
      lat: "double",
      lon: "double",
    },
  };
}

export class Landmark extends Realm.Object {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Landmark come from: City.landmarks.
  static schema = {
    name: "Landmark",
    primaryKey: "id",
    properties: {
      id: "uuid",
      name: "string",
      location: "GeoPoint?",
    },
  };
}

export class Note extends Realm.Object {
  static schema = {
    name: "Note",
    properties: {
      text: { type: "string", indexed: "full-text" },
      about: "mixed",
      attachments: "mixed[]",
      createdAt: { type: "date", indexed: true },
    },
  };
}

export class NullableKey extends Realm.Object {
  static schema = {
    name: "NullableKey",
    primaryKey: "id",
    properties: {
      id: "int?",
      label: "string",
    },
  };
}

export class Person extends Realm.Object {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Person come from: Person.friends, Person.bestFriend.
  static schema = {
    name: "Person",
    properties: {
      name: { type: "string", indexed: true },
      age: { type: "int", indexed: true },
      address: "Address?",
      previousAddresses: "Address[]",
      homeCity: "City?",
      visitedCities: "City<>",
      favoriteCities: "City?{}",
      friends: "Person[]",
      bestFriend: "Person?",
      addressBook: "Address?{}",
      anything: "mixed",
    },
  };
}

export class StringKeyNullable extends Realm.Object {
  static schema = {
    name: "StringKeyNullable",
    primaryKey: "key",
    properties: {
      key: "string?",
      flag: { type: "bool", indexed: true },
    },
  };
}

export class Tag extends Realm.Object {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Tag come from: City.tags.
  static schema = {
    name: "Tag",
    primaryKey: "_id",
    properties: {
      _id: "objectId",
      label: "string",
    },
  };
}
