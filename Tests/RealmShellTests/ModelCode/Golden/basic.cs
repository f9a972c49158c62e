using System;
using System.Collections.Generic;
using System.Linq;
using MongoDB.Bson;
using Realms;

public partial class Dog : IRealmObject
{
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Dog come from: Person.dogs.
    [MapTo("name")]
    [Required]
    public string Name { get; set; }

    [MapTo("age")]
    public long Age { get; set; }

    [MapTo("owner")]
    public Person Owner { get; set; }
}

public partial class Person : IRealmObject
{
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Person come from: Dog.owner.
    [MapTo("name")]
    [Required]
    public string Name { get; set; }

    [MapTo("birthdate")]
    public DateTimeOffset Birthdate { get; set; }

    [MapTo("picture")]
    public byte[] Picture { get; set; }

    [MapTo("dogs")]
    public IList<Dog> Dogs { get; }
}
