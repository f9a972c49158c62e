using System;
using System.Collections.Generic;
using System.Linq;
using MongoDB.Bson;
using Realms;

public partial class Dog : IRealmObject
{
    [Indexed]
    [MapTo("name")]
    [Required]
    public string Name { get; set; }

    [MapTo("owner")]
    public Person Owner { get; set; }

    [MapTo("house")]
    public Dog_House House { get; set; }

    [MapTo("rooms")]
    public IList<Dog_House> Rooms { get; }

    [MapTo("born")]
    public DateTimeOffset Born { get; set; }

    [MapTo("weight")]
    public Decimal128? Weight { get; set; }
}

[MapTo("Dog House")]
public partial class Dog_House : IEmbeddedObject
{
    [MapTo("size")]
    public long Size { get; set; }

    [MapTo("chip")]
    public Guid? Chip { get; set; }
}

public partial class Person : IRealmObject
{
    [PrimaryKey]
    [MapTo("_id")]
    public ObjectId Id { get; set; }

    [MapTo("first name")]
    [Required]
    public string First_name { get; set; }

    [MapTo("class")]
    public string Class { get; set; }

    [MapTo("2fa")]
    public bool _2fa { get; set; }

    [Indexed]
    [MapTo("age")]
    public long Age { get; set; }

    [Indexed(IndexType.FullText)]
    [MapTo("bio")]
    [Required]
    public string Bio { get; set; }

    [MapTo("Person")]
    public long Person_ { get; set; }

    [MapTo("default")]
    public double? Default { get; set; }

    [MapTo("tags")]
    public ISet<string> Tags { get; }

    [MapTo("scores")]
    public IDictionary<string, float?> Scores { get; }

    [MapTo("photo")]
    public byte[] Photo { get; set; }

    [MapTo("friends")]
    public IList<Person> Friends { get; }

    [Backlink(nameof(Person.Friends))]
    public IQueryable<Person> Followers { get; }

    [Backlink(nameof(Dog.Owner))]
    public IQueryable<Dog> Dogs { get; }
}

public partial class @class : IRealmObject
{
    [PrimaryKey]
    [MapTo("key")]
    [Required]
    public string Key { get; set; }

    [MapTo("value")]
    public RealmValue Value { get; set; }

    [MapTo("values")]
    public IList<RealmValue> Values { get; }

    [Indexed]
    [MapTo("when")]
    public DateTimeOffset? When { get; set; }
}
