import Realm from "realm";

export class Dog extends Realm.Object {
  static schema = {
    name: "Dog",
    properties: {
      name: { type: "string", indexed: true },
      owner: "Person?",
      house: "Dog House?",
      rooms: "Dog House[]",
      born: "date",
      weight: "decimal128?",
    },
  };
}

export class Dog_House extends Realm.Object {
  static schema = {
    name: "Dog House",
    embedded: true,
    properties: {
      size: "int",
      chip: "uuid?",
    },
  };
}

export class Person extends Realm.Object {
  static schema = {
    name: "Person",
    primaryKey: "_id",
    properties: {
      _id: "objectId",
      "first name": "string",
      class: "string?",
      "2fa": "bool",
      age: { type: "int", indexed: true },
      bio: { type: "string", indexed: "full-text" },
      Person: "int",
      default: "double?",
      tags: "string?<>",
      scores: "float?{}",
      photo: "data?",
      friends: "Person[]",
      followers: { type: "linkingObjects", objectType: "Person", property: "friends" },
      dogs: { type: "linkingObjects", objectType: "Dog", property: "owner" },
    },
  };
}

export class class_ extends Realm.Object {
  static schema = {
    name: "class",
    primaryKey: "key",
    properties: {
      key: "string",
      value: "mixed",
      values: "mixed[]",
      when: { type: "date", optional: true, indexed: true },
    },
  };
}
